// Files webpack copies to /static/ and hands to code as their public URL.
declare module "*.woff2" {
  const url: string
  export default url
}
