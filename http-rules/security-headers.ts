// The security headers of every response, from one source: the server sends them, and the build writes
// them into the files static hosts read (public/_headers, public/nginx-headers.conf).
export const HSTS = "max-age=31536000; includeSubDomains"

// Framing is refused by the policy's frame-ancestors, which every current browser applies (X-Frame-Options
// would repeat it in every response).
export function securityHeaders(csp: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  }
}
