'use strict';
const { buildClientSchema, lexicographicSortSchema, printSchema } = require('graphql');

/** One printing for the committed schema and for the live one, so they compare byte for byte. */
function printIntrospectedSchema(introspection) {
  return `${printSchema(lexicographicSortSchema(buildClientSchema(introspection)))}\n`;
}

module.exports = { printIntrospectedSchema };
