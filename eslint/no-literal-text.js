import { hasLetters, isCatalogueKey, literalOutcomes, reportOnce, textOf } from './literal-outcomes.js';

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

const exemptElements = new Set(['style', 'script']);

/**
 * Props of a component (a capitalised element) that carry code, not text. Any other prop given a
 * literal that reads as words (a capital then a small letter, or two words: `term="Starting Cash"`)
 * is text a person reads (decision 076).
 */
const technicalProp = (name) =>
  /^(className|class|id|key|href|to|src|type|variant|size|name|role|method|action|rel|target|as|side|align|orientation|autoComplete|inputMode|pattern|form|htmlFor|accept|capture|lang|dir|mode|value|defaultValue|testId|icon|tone|color|state|status|kind|format|locale|currency|timeZone|path|route|download|encType|enterKeyHint|sizes|srcSet|media|fetchPriority|loading|decoding|crossOrigin|referrerPolicy|sandbox|allow|wrap|spellCheck|autoCapitalize)$/.test(name) ||
  /^(data|aria)-/.test(name) ||
  /(ClassName|Id|Key|Href|Path|Url|Type|Variant|Size|Mode)$/.test(name);
const readsAsWords = (text) => /^\s*\p{Lu}\p{Ll}/u.test(text) || /\p{L}{2,}\s+\p{L}{2,}/u.test(text);

function elementName(node) {
  const opening = node?.openingElement;
  return opening && opening.name.type === 'JSXIdentifier' ? opening.name.name : null;
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
        const once = reportOnce(context);
        const report = (node, text) => once(node, { messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
        const reportOutcomes = (expression) => {
          for (const literal of literalOutcomes(context, expression)) if (hasLetters(textOf(literal)) && !isCatalogueKey(textOf(literal))) report(literal, textOf(literal));
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
            if (!node.value) return;
            if (!visibleAttribute(name)) {
              const owner = node.parent.name;
              const component = owner.type === 'JSXIdentifier' ? /^[A-Z]/.test(owner.name) : owner.type === 'JSXMemberExpression';
              if (!component || technicalProp(name)) return;
              const literals = node.value.type === 'Literal' ? [node.value] : node.value.type === 'JSXExpressionContainer' ? literalOutcomes(context, node.value.expression) : [];
              for (const literal of literals) if (readsAsWords(textOf(literal))) report(literal, textOf(literal));
              return;
            }
            if (node.value.type === 'Literal') {
              if (typeof node.value.value === 'string' && hasLetters(node.value.value)) report(node.value, node.value.value);
            } else if (node.value.type === 'JSXExpressionContainer') reportOutcomes(node.value.expression);
          },
        };
      },
    },
  },
};
