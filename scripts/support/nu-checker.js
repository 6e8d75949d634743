'use strict';
/**
 * The W3C Nu HTML Checker (the validator behind validator.w3.org), run locally from the npm
 * package vnu-jar on a Java runtime (Debian's default-jre-headless; .ci/run installs it). One
 * Java start for any number of pages: each page's HTML is written to a file of a temporary folder
 * and the checker reads them all.
 *
 *   const { checkHtml } = require('./nu-checker');
 *   const results = checkHtml([{ name: 'wayfarer home', html }]);
 *   // [{ name, errors: [{ message, line, extract }], warnings: [...] }]
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const vnuJar = () => require('vnu-jar');

/** The Java runtime, or an error that says how to get one. */
function java() {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0)
    throw new Error('the Nu HTML checker needs Java: apt-get install -y default-jre-headless (.ci/run does)');
  return 'java';
}

/**
 * @typedef {{ message: string, line?: number, extract: string }} Message
 * @typedef {{ name: string, errors: Message[], warnings: Message[] }} CheckedPage
 * @param {{ name: string, html: string }[]} pages
 * @returns {CheckedPage[]}
 */
function checkHtml(pages) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nu-check-'));
  try {
    const files = pages.map((page, index) => {
      const file = path.join(dir, `${index}.html`);
      fs.writeFileSync(file, page.html);
      return file;
    });
    const run = spawnSync(java(), ['-Xss2m', '-jar', vnuJar(), '--format', 'json', '--exit-zero-always', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    // The checker writes its JSON report to standard error.
    const report = JSON.parse(run.stderr || run.stdout || '{"messages":[]}');
    return pages.map((page, index) => {
      const url = `file:${files[index]}`;
      const messages = report.messages.filter((message) => message.url === url || message.url?.endsWith(files[index]));
      const shape = (message) => ({
        message: message.message,
        line: message.lastLine,
        extract: (message.extract ?? '').replace(/\s+/g, ' ').trim().slice(0, 160),
      });
      return {
        name: page.name,
        errors: messages.filter((message) => message.type === 'error' || message.subType === 'fatal').map(shape),
        warnings: messages.filter((message) => message.type === 'info').map(shape),
      };
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

module.exports = { checkHtml };
