// @ts-check
'use strict';
/**
 * GraphQL documents in a compact form, for the browser's bundle: `npm run codegen`
 * (scripts/codegen-document.js) writes each operation's document as `expandDocument(<compact>)`,
 * and this module turns it back into the AST graphql-js would parse, node for node (the plugin
 * checks that, for every document, each time it runs). The AST as JSON repeats
 * `{"kind":"Field","name":{"kind":"Name","value":…}}` for every field: a product page's query was
 * 31 kB of it in every visitor's JavaScript (1.8 kB gzip) against 6 kB (1.3 kB gzip) this way, and
 * a smaller script is also less to parse on a phone.
 *
 * The form (JSON):
 * - a document: its definitions;
 * - an operation: `["query", name, variables, selections]`, each variable `[name, type]`, the type
 *   as written (`String!`, `[ID]`);
 * - a fragment: `["fragment", name, typeCondition, selections]`;
 * - a selection: a field as its name alone (`"documentId"`), or `[name, alias, args, directives,
 *   selections]` with 0 for what it has not (trailing 0s dropped); an inline fragment
 *   `["...", typeCondition, selections]`; a fragment spread `["..", name]`;
 * - arguments and directives' arguments: an object of values; a directive `[name, args]`;
 * - a value: a string, an integer, a boolean or null as itself; `{ V: name }` a variable,
 *   `{ E: name }` an enum value, `{ F: "1.5" }` a float, `{ L: [...] }` a list, `{ O: {...} }` an object.
 */

/** @typedef {import('graphql').DocumentNode} DocumentNode */
/** @typedef {any} Compact */

/** @param {string} value */
const name = (value) => ({ kind: 'Name', value });

/** @param {string} text @returns {any} */
function type(text) {
  if (text.endsWith('!')) return { kind: 'NonNullType', type: type(text.slice(0, -1)) };
  if (text.startsWith('[')) return { kind: 'ListType', type: type(text.slice(1, -1)) };
  return { kind: 'NamedType', name: name(text) };
}

/** @param {Compact} value @returns {any} */
function value(value) {
  if (value === null) return { kind: 'NullValue' };
  if (typeof value === 'string') return { kind: 'StringValue', value, block: false };
  if (typeof value === 'number') return { kind: 'IntValue', value: String(value) };
  if (typeof value === 'boolean') return { kind: 'BooleanValue', value };
  if ('V' in value) return { kind: 'Variable', name: name(value.V) };
  if ('E' in value) return { kind: 'EnumValue', value: value.E };
  if ('F' in value) return { kind: 'FloatValue', value: value.F };
  if ('L' in value) return { kind: 'ListValue', values: value.L.map(valueNode) };
  return {
    kind: 'ObjectValue',
    fields: Object.entries(value.O).map(([key, field]) => ({
      kind: 'ObjectField',
      name: name(key),
      value: valueNode(field),
    })),
  };
}
const valueNode = value;

/** @param {Record<string, Compact>} args */
const argumentNodes = (args) =>
  Object.entries(args).map(([key, argument]) => ({ kind: 'Argument', name: name(key), value: valueNode(argument) }));

/** @param {Compact[]} selections @returns {any} */
function selectionSet(selections) {
  return {
    kind: 'SelectionSet',
    selections: selections.map((selection) => {
      if (typeof selection === 'string') return { kind: 'Field', name: name(selection) };
      const [first, second, third, fourth, fifth] = selection;
      if (first === '..') return { kind: 'FragmentSpread', name: name(second) };
      if (first === '...')
        return { kind: 'InlineFragment', typeCondition: type(second), selectionSet: selectionSet(third) };
      /** @type {any} */
      const field = { kind: 'Field' };
      if (second) field.alias = name(second);
      field.name = name(first);
      if (third) field.arguments = argumentNodes(third);
      if (fourth)
        field.directives = fourth.map((/** @type {[string, Record<string, Compact>]} */ [directive, args]) => ({
          kind: 'Directive',
          name: name(directive),
          arguments: argumentNodes(args),
        }));
      if (fifth) field.selectionSet = selectionSet(fifth);
      return field;
    }),
  };
}

/**
 * The AST of a compact document.
 * @param {Compact[]} definitions
 * @returns {DocumentNode}
 */
function expandDocument(definitions) {
  return /** @type {DocumentNode} */ ({
    kind: 'Document',
    definitions: definitions.map(([kind, definitionName, third, selections]) =>
      kind === 'fragment'
        ? {
            kind: 'FragmentDefinition',
            name: name(definitionName),
            typeCondition: type(third),
            selectionSet: selectionSet(selections),
          }
        : {
            kind: 'OperationDefinition',
            operation: kind,
            name: name(definitionName),
            // An operation without variables has no list of them at all (as codegen prints it).
            ...(third.length
              ? {
                  variableDefinitions: third.map((/** @type {[string, string]} */ [variable, variableType]) => ({
                    kind: 'VariableDefinition',
                    variable: { kind: 'Variable', name: name(variable) },
                    type: type(variableType),
                  })),
                }
              : null),
            selectionSet: selectionSet(selections),
          },
    ),
  });
}

module.exports = { expandDocument };
