'use strict';
/**
 * A graphql-codegen plugin (codegen.ts): one operation's typed document, with the fragments it
 * spreads, as a module of its own (graphql/generated/documents/<Operation>.ts). A page's bundle
 * then carries its own queries only: in one module, every page and the site shell loaded the
 * documents of every page (docs/architecture.md, "Layers"). The document is printed by
 * @graphql-codegen/typed-document-node, as before; its types stay in graphql/generated/graphql.ts.
 *
 * config.operation: the operation's name.
 */
const { Kind, visit } = require('graphql');
const { isDeepStrictEqual } = require('util');
const { plugin: typedDocumentNode } = require('@graphql-codegen/typed-document-node');
const { expandDocument } = require('../graphql/expand-document');

/**
 * The compact form graphql/expand-document.js expands (described there), from graphql-js's AST.
 */

/** @param {any} node @returns {string} */
function typeText(node) {
  if (node.kind === 'NonNullType') return `${typeText(node.type)}!`;
  if (node.kind === 'ListType') return `[${typeText(node.type)}]`;
  return node.name.value;
}

/** @param {any} node @returns {Compact} */
function compactValue(node) {
  switch (node.kind) {
    case 'NullValue':
      return null;
    case 'StringValue':
      if (node.block) throw new Error('compact-document: block strings are not supported');
      return node.value;
    case 'IntValue':
      return Number(node.value);
    case 'BooleanValue':
      return node.value;
    case 'Variable':
      return { V: node.name.value };
    case 'EnumValue':
      return { E: node.value };
    case 'FloatValue':
      return { F: node.value };
    case 'ListValue':
      return { L: node.values.map(compactValue) };
    case 'ObjectValue':
      return { O: Object.fromEntries(node.fields.map((field) => [field.name.value, compactValue(field.value)])) };
    default:
      throw new Error(`compact-document: no form for a ${node.kind} value`);
  }
}

/** @param {any[]} args */
const compactArguments = (args) => Object.fromEntries(args.map((arg) => [arg.name.value, compactValue(arg.value)]));

/** @param {any} set @returns {Compact[]} */
function compactSelections(set) {
  return set.selections.map((node) => {
    if (node.kind === 'FragmentSpread') {
      if (node.directives?.length) throw new Error('compact-document: directives on a fragment spread');
      return ['..', node.name.value];
    }
    if (node.kind === 'InlineFragment') {
      if (node.directives?.length || !node.typeCondition)
        throw new Error('compact-document: unsupported inline fragment');
      return ['...', typeText(node.typeCondition), compactSelections(node.selectionSet)];
    }
    const parts = [
      node.name.value,
      node.alias ? node.alias.value : 0,
      node.arguments?.length ? compactArguments(node.arguments) : 0,
      node.directives?.length ? node.directives.map((d) => [d.name.value, compactArguments(d.arguments ?? [])]) : 0,
      node.selectionSet ? compactSelections(node.selectionSet) : 0,
    ];
    while (parts.length > 1 && parts[parts.length - 1] === 0) parts.pop();
    return parts.length === 1 ? parts[0] : parts;
  });
}

/**
 * The compact form of a document (graphql-js's AST without locations).
 * @param {DocumentNode} document
 * @returns {Compact[]}
 */
function compactDocument(document) {
  return document.definitions.map((/** @type {any} */ node) => {
    if (node.kind === 'FragmentDefinition')
      return ['fragment', node.name.value, typeText(node.typeCondition), compactSelections(node.selectionSet)];
    if (node.kind !== 'OperationDefinition' || !node.name) throw new Error('compact-document: unsupported definition');
    if (node.directives?.length) throw new Error('compact-document: directives on an operation');
    return [
      node.operation,
      node.name.value,
      (node.variableDefinitions ?? []).map((/** @type {any} */ variable) => {
        if (variable.defaultValue || variable.directives?.length)
          throw new Error('compact-document: variable defaults and directives are not supported');
        return [variable.variable.name.value, typeText(variable.type)];
      }),
      compactSelections(node.selectionSet),
    ];
  });
}

module.exports = {
  plugin(schema, documents, config) {
    const definitions = documents.flatMap((source) => source.document?.definitions ?? []);
    const fragments = new Map(
      definitions.filter((node) => node.kind === Kind.FRAGMENT_DEFINITION).map((node) => [node.name.value, node]),
    );
    const operation = definitions.find(
      (node) => node.kind === Kind.OPERATION_DEFINITION && node.name?.value === config.operation,
    );
    if (!operation) throw new Error(`codegen-document: no operation named ${config.operation}`);
    // The fragments it spreads, and those they spread, in order of first use.
    const used = [];
    const pending = [operation];
    while (pending.length) {
      visit(pending.shift(), {
        FragmentSpread(node) {
          const fragment = fragments.get(node.name.value);
          if (fragment && !used.includes(fragment)) {
            used.push(fragment);
            pending.push(fragment);
          }
        },
      });
    }
    const document = { kind: Kind.DOCUMENT, definitions: [operation, ...used] };
    const output = typedDocumentNode(schema, [{ document, location: config.operation }], config);
    const content = typeof output === 'string' ? output : output.content;
    const name = `${config.operation}Document`;
    const line = content.split('\n').find((candidate) => candidate.startsWith(`export const ${name} =`));
    if (!line) throw new Error(`codegen-document: typed-document-node printed no ${name}`);
    const types = [...line.matchAll(/DocumentNode<(\w+), (\w+)>;$/g)].flatMap((match) => match.slice(1));
    // The document typed-document-node printed, in the compact form the browser's bundle carries
    // (graphql/expand-document.js); it must expand to the very same AST, or codegen stops here.
    const ast = JSON.parse(line.slice(line.indexOf('=') + 1, line.lastIndexOf(' as unknown as ')));
    const compact = compactDocument(ast);
    const expanded = JSON.stringify(expandDocument(compact));
    if (!isDeepStrictEqual(JSON.parse(expanded), ast)) {
      const printed = JSON.stringify(ast);
      let at = 0;
      while (printed[at] === expanded[at]) at += 1;
      throw new Error(
        `codegen-document: ${name} does not survive its compact form, at ${printed.slice(at - 80, at + 40)}`,
      );
    }
    return [
      `// Generated by \`npm run codegen\` (codegen.ts, scripts/codegen-document.js): do not edit.`,
      `import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';`,
      `import { expandDocument } from '../../expand-document';`,
      `import type { ${types.join(', ')} } from '../graphql';`,
      '',
      `export const ${name} = expandDocument(${JSON.stringify(compact)}) as unknown as DocumentNode<${types.join(', ')}>;`,
      '',
    ].join('\n');
  },
};
