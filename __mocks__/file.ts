module.exports = "/static/test-file.woff2"
