'use strict';
// The site's JSON log would fill the test output: silent unless LOG_LEVEL is set (a test that
// reads the log captures it: lib/observability/log.js captureLog).
process.env.LOG_LEVEL ??= 'silent';
