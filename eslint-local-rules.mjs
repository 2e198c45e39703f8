// The project's own lint rules, used by eslint.config.mjs.

/** A Han character: Chinese written in code instead of a message module (docs/i18n.md). */
const HAN = /\p{Script=Han}/u;

const noChineseLiteral = {
  meta: {
    type: 'problem',
    docs: { description: 'user-visible words come from the message modules, in the page’s locale' },
    messages: {
      literal:
        'Chinese text in code: put it in the feature’s message module (messages.ts) and read it with useMessages (docs/i18n.md).',
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (typeof text === 'string' && HAN.test(text)) context.report({ node, messageId: 'literal' });
    };
    return {
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked),
      JSXText: (node) => check(node, node.value),
    };
  },
};

export const localRules = { rules: { 'no-chinese-literal': noChineseLiteral } };
