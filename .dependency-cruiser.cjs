const path = require("node:path")

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "A module's imports go one way: split out what both sides need.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // import type counts: a type cycle still couples the two modules (change one, both change), and it becomes a
    // value cycle the day someone turns the type into a value.
    tsPreCompilationDeps: true,
    // Absolute, so that testing/import-cycles.test.ts can run this config on a folder elsewhere.
    tsConfig: { fileName: path.join(__dirname, "tsconfig.json") },
    doNotFollow: { path: "(^|/)node_modules/" },
    exclude: { path: "(^|/)(node_modules|public|\\.cache)/" },
  },
}
