import path from 'node:path';

/**
 * Server features (decision 049): a file in src/server/ may import another feature only through
 * that feature's public entry, `<feature>/index.ts`; never the feature's inner files. Features are
 * named in the rule's options; every other folder of src/server/ (db, http, storage, realtime, jobs,
 * mail, config, secrets, backup, auth, abuse, store-time…) is shared infrastructure that anyone may
 * import. Relative paths and the `#server/*` alias are both resolved.
 */
export const serverFeatureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "a server feature imports another feature only through that feature's index.ts" },
    schema: [{ type: 'object', properties: { root: { type: 'string' }, features: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      inner: "'{{source}}' reaches into the {{feature}} feature's inner files: import what it offers from '{{feature}}/index' (decision 049).",
    },
  },
  create(context) {
    const { root = 'src/server', features = [] } = context.options[0] ?? {};
    const serverDir = path.resolve(context.cwd, root);
    const filename = path.resolve(context.cwd, context.filename);
    const ownFeature = path.relative(serverDir, filename).split(path.sep)[0];
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('.')) target = path.resolve(path.dirname(filename), source);
      else if (source.startsWith('#server/')) target = path.join(serverDir, source.slice('#server/'.length));
      else return;
      const parts = path.relative(serverDir, target).split(path.sep);
      const [feature, ...inner] = parts;
      if (parts.length < 2 || feature === ownFeature || !features.includes(feature)) return;
      if (inner.length === 1 && /^index(\.[cm]?[jt]s)?$/.test(inner[0])) return;
      context.report({ node, messageId: 'inner', data: { source, feature } });
    };
    const fromSource = (node) => check(node.source ?? node, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: (node) => node.source && fromSource(node),
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
