/**
 * What the catalogue rules (no-literal-text, no-literal-message; decisions 059, 076) share: the string
 * literals an expression can evaluate to, followed through the same file. An expression's outcomes:
 * - a string literal; a template literal whose fixed parts have letters (`${n} given to ${name}`);
 * - either branch of ?:, ??, ||, &&;
 * - an identifier bound to a `const` of this file (`const period = \`Past 30 days · ${…}\``);
 * - a call of a function of this file (`sentence()`): what its `return`s (or arrow body) evaluate to;
 * - a parameter of a function of this file: what its calls in this file pass there (`option('Active', false)`).
 * Depth-limited; a value from another module or a parameter is not followed (it is checked where it is written).
 */
export const hasLetters = (text) => /\p{L}/u.test(text);

export function textOf(node) {
  return node.type === 'Literal' ? String(node.value) : node.quasis.map((q) => q.value.cooked ?? '').join('');
}

function findVariable(scope, name) {
  for (let s = scope; s; s = s.upper) {
    const found = s.set.get(name);
    if (found) return found;
  }
  return null;
}

function returnsOf(fn) {
  if (fn.body.type !== 'BlockStatement') return [fn.body];
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'ReturnStatement') {
      if (node.argument) found.push(node.argument);
      return;
    }
    if (/Function/.test(node.type)) return; // a nested function's returns are not this one's
    for (const key of Object.keys(node)) {
      if (key === 'parent') continue;
      const value = node[key];
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value.type === 'string') visit(value);
    }
  };
  visit(fn.body);
  return found;
}

/** The function or const initialiser an identifier names in this file, if any. */
function definitionOf(context, identifier) {
  const variable = findVariable(context.sourceCode.getScope(identifier), identifier.name);
  const def = variable?.defs?.[0];
  if (!def) return null;
  if (def.type === 'FunctionName') return def.node;
  if (def.type === 'Variable' && def.parent?.kind === 'const' && def.node.init) return def.node.init;
  return null;
}

/**
 * A parameter of a function of this file (`const option = (label) => <button>{label}</button>`): the
 * arguments its calls in this file pass in that place (`option('Active', false)`). Null when the
 * identifier is no such parameter.
 */
function argumentsFor(context, identifier) {
  const variable = findVariable(context.sourceCode.getScope(identifier), identifier.name);
  const def = variable?.defs?.[0];
  if (!def || def.type !== 'Parameter') return null;
  const fn = def.node;
  const index = fn.params.indexOf(def.name);
  if (index < 0) return null;
  const named = fn.type === 'FunctionDeclaration' ? fn : fn.parent?.type === 'VariableDeclarator' ? fn.parent : null;
  if (!named) return null;
  const [declared] = context.sourceCode.getDeclaredVariables(named);
  if (!declared) return null;
  return declared.references
    .map((reference) => reference.identifier.parent)
    .filter((call) => call?.type === 'CallExpression' && call.callee.name === declared.name && call.arguments[index])
    .map((call) => call.arguments[index]);
}

export function literalOutcomes(context, expression, depth = 0, seen = new Set()) {
  if (!expression || depth > 4 || seen.has(expression)) return [];
  seen.add(expression);
  const next = (e) => literalOutcomes(context, e, depth + 1, seen);
  switch (expression.type) {
    case 'Literal':
      return typeof expression.value === 'string' ? [expression] : [];
    case 'TemplateLiteral':
      return expression.quasis.some((q) => hasLetters(q.value.cooked ?? '')) ? [expression] : [];
    case 'ConditionalExpression':
      return [...next(expression.consequent), ...next(expression.alternate)];
    case 'LogicalExpression':
      return [...next(expression.left), ...next(expression.right)];
    case 'TSAsExpression':
    case 'TSNonNullExpression':
    case 'TSSatisfiesExpression':
      return next(expression.expression);
    case 'Identifier': {
      const passed = argumentsFor(context, expression);
      if (passed) return passed.flatMap(next);
      const definition = definitionOf(context, expression);
      if (!definition) return [];
      return /Function/.test(definition.type) ? [] : next(definition);
    }
    case 'CallExpression': {
      if (expression.callee.type !== 'Identifier') return [];
      const definition = definitionOf(context, expression.callee);
      if (!definition || !/Function/.test(definition.type)) return [];
      return returnsOf(definition).flatMap(next);
    }
    default:
      return [];
  }
}

/** A catalogue key ('customers.addCustomer', 'admin.navDashboard'): handed to t() later, not read as is. */
export const isCatalogueKey = (text) => /^[a-z][A-Za-z0-9]*(\.[a-zA-Z][A-Za-z0-9]*)+$/.test(text);

/** The product's name is the same in every language. */
export const isProductName = (text) => text.trim() === 'Corner Store';

/** The outcomes with letters: text a person would read. */
export function proseOutcomes(context, expression) {
  return literalOutcomes(context, expression).filter((node) => {
    const text = textOf(node);
    return hasLetters(text) && !isCatalogueKey(text) && !isProductName(text);
  });
}

/** Reports each literal once per file, however many places it is reached from. */
export function reportOnce(context) {
  const done = new Set();
  return (node, descriptor) => {
    if (done.has(node)) return;
    done.add(node);
    context.report({ node, ...descriptor });
  };
}
