'use strict';

module.exports = async () => {
  await globalThis.__TEST_CMS__?.stop();
};
