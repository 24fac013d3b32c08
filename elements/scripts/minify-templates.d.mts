/** Lit's templates without their indentation (see minify-templates.mjs). */
export function minifyTemplates(code: string, fileName: string): string;
export function minifyTemplatesPlugin(): {
  name: string;
  transform(code: string, id: string): { code: string; map: null } | undefined;
};
