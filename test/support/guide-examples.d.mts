export interface GuideExample {
  lang: string;
  code: string;
}
export function guideExamples(markdown: string): Record<string, GuideExample>;
export function inlineScripts(html: string): string[];
