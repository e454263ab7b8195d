import type { Config } from "jest"

const config: Config = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/src", "<rootDir>/gatsby", "<rootDir>/server", "<rootDir>/__mocks__"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  transform: { "^.+\\.tsx?$": ["ts-jest", { tsconfig: { jsx: "react-jsx", module: "commonjs", esModuleInterop: true, isolatedModules: true } }] },
  moduleNameMapper: { "\\.(css)$": "<rootDir>/__mocks__/style.ts" },
  testPathIgnorePatterns: ["/node_modules/", "/.cache/", "/public/"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
}

export default config
