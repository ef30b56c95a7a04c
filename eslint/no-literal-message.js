/**
 * The catalogue's guard beyond JSX (issue 36, decision 076). Text a person reads that is not written
 * in JSX: a toast, a browser dialog, an Error's message, the tab's title, an object that carries a
 * visible text to whatever shows it (a toast's description, a dialog's or a menu's label). Each of these,
 * written as a string or template literal with letters, stays English on a Spanish screen.
 *
 * local rule i18n/no-literal-message reports a literal with letters (followed through the file's
 * consts and functions, see literal-outcomes.js) that is:
 * - an argument of sonner's `toast(…)`, `toast.success/error/info/warning/message/loading(…)`;
 * - an argument of `alert`, `confirm`, `prompt` (`window.` or bare);
 * - the message of `new Error(…)` / `Error(…)`: in the client an Error's message is shown by whoever
 *   catches it (a toast of `error.message`, the crash screen). An error no person ever reads (a missing
 *   #root, a programmer's misuse) carries `// eslint-disable-next-line i18n/no-literal-message -- never
 *   shown: <why>`, so each exception is written down where it is;
 * - assigned to `document.title`;
 * - the value of an object property named like a visible text: title, description, message, label,
 *   text, hint, placeholder, heading, caption, tooltip, subtitle, legend, or ending in Label, Text,
 *   Title, Message, Description, Hint, Heading, Caption, Placeholder (toast options, a ToastText, the
 *   rows of a print or a table, a menu's items).
 *
 * local rule i18n/no-hard-coded-locale reports `Intl.<Format>(…)` / `new Intl.<Format>(…)` and
 * `.toLocaleString/.toLocaleDateString/.toLocaleTimeString(…)` given a literal locale ('en-US'):
 * dates and numbers follow the person's language (displayLocale() from #shared/i18n/display-locale).
 * A technical format (an ISO date read back by code) says so with a disable comment and its reason.
 */
import { isCatalogueKey, isProductName, proseOutcomes, reportOnce, textOf } from './literal-outcomes.js';

/** A capitalised word then a space, punctuation or the end: 'Overpaid', 'Example: …', 'Past 30 days'. Not 'GET', 'Content-Type', 'flex gap-2'. */
const readsAsSentence = (text) => /^\s*\p{Lu}\p{Ll}+(\s|[,.:;!?…]|$)/u.test(text) && !isCatalogueKey(text) && !isProductName(text);

/** The literals an expression is, without following names (a return's own text). */
function directOutcomes(expression) {
  if (!expression) return [];
  if (expression.type === 'Literal') return typeof expression.value === 'string' ? [expression] : [];
  if (expression.type === 'TemplateLiteral') return [expression];
  if (expression.type === 'ConditionalExpression') return [...directOutcomes(expression.consequent), ...directOutcomes(expression.alternate)];
  if (expression.type === 'LogicalExpression') return [...directOutcomes(expression.left), ...directOutcomes(expression.right)];
  if (expression.type === 'TSAsExpression') return directOutcomes(expression.expression);
  return [];
}

const visibleProperty = (name) =>
  /^(title|description|message|label|text|hint|placeholder|heading|caption|tooltip|subtitle|legend|confirmText|cancelText)$/.test(name) ||
  /(Label|Text|Title|Message|Description|Hint|Heading|Caption|Placeholder)$/.test(name);

const dialogs = new Set(['alert', 'confirm', 'prompt']);
const toastMethods = new Set(['success', 'error', 'info', 'warning', 'message', 'loading', 'custom', 'promise']);

function calleeKind(callee) {
  if (callee.type === 'Identifier') {
    if (callee.name === 'toast') return 'toast';
    if (dialogs.has(callee.name)) return 'dialog';
    if (callee.name === 'Error') return 'error';
    return null;
  }
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') {
    const object = callee.object;
    if (object.type === 'Identifier' && object.name === 'toast' && toastMethods.has(callee.property.name)) return 'toast';
    if (object.type === 'Identifier' && object.name === 'window' && dialogs.has(callee.property.name)) return 'dialog';
  }
  return null;
}

function propertyName(property) {
  if (property.type !== 'Property' || property.computed) return null;
  if (property.key.type === 'Identifier') return property.key.name;
  if (property.key.type === 'Literal') return String(property.key.value);
  return null;
}

const messageRule = {
  meta: {
    type: 'problem',
    docs: { description: 'text in toasts, dialogs, Errors, document.title and visible-text properties goes through the catalogue' },
    schema: [],
    messages: {
      literal: "Text '{{text}}' shown in {{where}} bypasses the catalogue: use t('area.key') from '#client/i18n' (decisions 059, 076).",
    },
  },
  create(context) {
    const report = reportOnce(context);
    const check = (expression, where) => {
      for (const node of proseOutcomes(context, expression)) {
        report(node, { messageId: 'literal', data: { text: textOf(node).trim().slice(0, 40), where } });
      }
    };
    const checkSentence = (expression) => {
      for (const node of directOutcomes(expression)) {
        if (readsAsSentence(textOf(node))) report(node, { messageId: 'literal', data: { text: textOf(node).trim().slice(0, 40), where: 'a returned sentence' } });
      }
    };
    const onCall = (node) => {
      const kind = calleeKind(node.callee);
      if (!kind) return;
      if (kind === 'error') {
        if (node.callee.type === 'Identifier' && node.callee.name === 'Error') check(node.arguments[0], 'an Error');
        return;
      }
      const where = kind === 'toast' ? 'a toast' : 'a browser dialog';
      for (const argument of node.arguments) check(argument, where);
    };
    return {
      CallExpression: onCall,
      NewExpression: onCall,
      AssignmentExpression(node) {
        const target = node.left;
        if (target.type === 'MemberExpression' && !target.computed && target.property.name === 'title' && target.object.type === 'Identifier' && target.object.name === 'document') {
          check(node.right, 'document.title');
        }
      },
      // A helper that returns a sentence (`return \`Example: ${…} due within ${days} days.\``) hands it to
      // whoever shows it, in another file the rule cannot follow: a returned literal that reads as words
      // (a capitalised word, then a space, punctuation or the end) is reported where it is written.
      ReturnStatement(node) {
        checkSentence(node.argument);
      },
      ArrowFunctionExpression(node) {
        if (node.body.type !== 'BlockStatement') checkSentence(node.body);
      },
      // A table of labels (`{ all: 'All', trial: 'Trial' }`, `[['Trial', n], ['Active', m]]`): two or more
      // of its values read as words.
      ObjectExpression(node) {
        const values = node.properties.filter((p) => p.type === 'Property' && !visibleProperty(propertyName(p) ?? '')).map((p) => p.value);
        const worded = values.flatMap(directOutcomes).filter((literal) => readsAsSentence(textOf(literal)));
        if (worded.length >= 2) for (const literal of worded) report(literal, { messageId: 'literal', data: { text: textOf(literal).trim().slice(0, 40), where: 'a table of labels' } });
      },
      ArrayExpression(node) {
        const heads = node.elements.filter((e) => e?.type === 'ArrayExpression').map((row) => row.elements[0]);
        const worded = heads.flatMap(directOutcomes).filter((literal) => readsAsSentence(textOf(literal)));
        if (worded.length >= 2) for (const literal of worded) report(literal, { messageId: 'literal', data: { text: textOf(literal).trim().slice(0, 40), where: 'a table of labels' } });
      },
      Property(node) {
        const name = propertyName(node);
        if (!name || !visibleProperty(name)) return;
        if (node.parent.type !== 'ObjectExpression') return;
        check(node.value, `'${name}'`);
      },
    };
  },
};

const localeMethods = new Set(['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']);

function isIntlFormat(callee) {
  return (
    callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'Intl' && !callee.computed &&
    /^(DateTimeFormat|NumberFormat|RelativeTimeFormat|ListFormat|DisplayNames|PluralRules|Collator)$/.test(callee.property.name)
  );
}

function literalLocales(argument) {
  if (!argument) return [];
  if (argument.type === 'Literal' && typeof argument.value === 'string') return [argument];
  if (argument.type === 'TemplateLiteral' && argument.expressions.length === 0) return [argument];
  if (argument.type === 'ArrayExpression') return argument.elements.flatMap((e) => literalLocales(e));
  return [];
}

const localeRule = {
  meta: {
    type: 'problem',
    docs: { description: 'dates and numbers are formatted in the language on screen, not a hard-coded locale' },
    schema: [],
    messages: {
      locale: "Hard-coded locale '{{locale}}': format in the person's language (displayLocale() from '#shared/i18n/display-locale'; decision 076).",
    },
  },
  create(context) {
    const check = (argument) => {
      for (const node of literalLocales(argument)) context.report({ node, messageId: 'locale', data: { locale: textOf(node) } });
    };
    const onCall = (node) => {
      if (isIntlFormat(node.callee)) return check(node.arguments[0]);
      const callee = node.callee;
      if (node.type === 'CallExpression' && callee.type === 'MemberExpression' && !callee.computed && localeMethods.has(callee.property.name)) check(node.arguments[0]);
    };
    return { CallExpression: onCall, NewExpression: onCall };
  },
};

export default { rules: { 'no-literal-message': messageRule, 'no-hard-coded-locale': localeRule } };
