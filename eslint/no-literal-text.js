/**
 * local/no-literal-text (issue 27, decision 059): a user-visible text written as a literal in JSX
 * bypasses the catalogue (src/client/i18n/locales/<language>/<area>.ts) and would stay English on a
 * Spanish screen. Reported:
 * - text between tags (`<p>Save</p>`);
 * - a string in a child expression (`{'Save'}`, `{busy ? 'Saving…' : 'Save'}`, `{name ?? 'Unknown'}`);
 * - a string given to an attribute people read or hear: title, label, placeholder, alt, aria-label…
 *   and any attribute named …Label, …Text, …Title, …Message, …Description, …Hint, …Placeholder.
 * Text with no letters (`·`, `$`, `99+`, `—`) is not a sentence and passes; so does `<style>`'s CSS.
 * The fix: `t('area.key')` from '#client/i18n', with the key added in every language.
 */
const visibleAttribute = (name) =>
  /^(title|label|placeholder|alt|aria-label|aria-description|aria-valuetext|aria-roledescription|description|hint|caption|tooltip|legend|heading|subtitle|message|text)$/.test(name) ||
  /(Label|Text|Title|Message|Description|Hint|Placeholder|Heading|Caption)$/.test(name);

const hasLetters = (text) => /\p{L}/u.test(text);
const exemptElements = new Set(['style', 'script']);

function elementName(node) {
  const opening = node?.openingElement;
  return opening && opening.name.type === 'JSXIdentifier' ? opening.name.name : null;
}

/** The string literals an expression can evaluate to: the expression itself, or the branches of ?:, ??, ||, &&. */
function literalOutcomes(expression) {
  if (!expression) return [];
  if (expression.type === 'Literal' && typeof expression.value === 'string') return [expression];
  if (expression.type === 'TemplateLiteral') return expression.quasis.some((q) => hasLetters(q.value.cooked ?? '')) ? [expression] : [];
  if (expression.type === 'ConditionalExpression') return [...literalOutcomes(expression.consequent), ...literalOutcomes(expression.alternate)];
  if (expression.type === 'LogicalExpression') return [...literalOutcomes(expression.left), ...literalOutcomes(expression.right)];
  return [];
}

function textOf(node) {
  return node.type === 'Literal' ? String(node.value) : node.quasis.map((q) => q.value.cooked ?? '').join('');
}

export default {
  rules: {
    'no-literal-text': {
      meta: {
        type: 'problem',
        docs: { description: 'user-visible JSX text goes through the catalogue (t())' },
        schema: [],
        messages: { literal: "User-visible text '{{text}}' bypasses the catalogue: use t('area.key') from '#client/i18n' (decision 059)." },
      },
      create(context) {
        const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
        const reportOutcomes = (expression) => {
          for (const literal of literalOutcomes(expression)) if (hasLetters(textOf(literal))) report(literal, textOf(literal));
        };
        return {
          JSXText(node) {
            if (exemptElements.has(elementName(node.parent))) return;
            if (hasLetters(node.value)) report(node, node.value);
          },
          JSXExpressionContainer(node) {
            if (node.parent.type === 'JSXAttribute') return;
            if (exemptElements.has(elementName(node.parent))) return;
            reportOutcomes(node.expression);
          },
          JSXAttribute(node) {
            const name = node.name.type === 'JSXIdentifier' ? node.name.name : node.name.name.name;
            if (!visibleAttribute(name) || !node.value) return;
            if (node.value.type === 'Literal') {
              if (typeof node.value.value === 'string' && hasLetters(node.value.value)) report(node.value, node.value.value);
            } else if (node.value.type === 'JSXExpressionContainer') reportOutcomes(node.value.expression);
          },
        };
      },
    },
  },
};
