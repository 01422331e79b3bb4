// Rewrites `import { A, B } from '@portal/ui'` into one import per source file
// (`import { A } from '@portal/ui/src/a.tsx'`), so each file is shared on its own (issue 9):
// a page then loads the files (and the antd components) it uses, not the whole package.
// Options: { barrels: { [packageName]: { [exportedName]: requestOfItsFile } } } (shared-parts.mjs).
module.exports = function splitBarrelLoader(source) {
  const { barrels } = this.getOptions();
  let out = source;
  for (const [pkg, names] of Object.entries(barrels)) {
    const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${pkg.replace(/[/@]/g, '\\$&')}';?`, 'g');
    out = out.replace(pattern, (whole, typeOnly, list) => {
      if (typeOnly) return whole;
      const byFile = new Map();
      for (const raw of list.split(',')) {
        const spec = raw.trim();
        if (!spec) continue;
        const name = spec.replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim();
        const file = names[name];
        if (!file) throw new Error(`${pkg} does not export ${name} (imported by ${this.resourcePath})`);
        if (!byFile.has(file)) byFile.set(file, []);
        byFile.get(file).push(spec);
      }
      return [...byFile].map(([file, specs]) => `import { ${specs.join(', ')} } from '${file}';`).join(' ');
    });
  }
  return out;
};
