/**
 * The check that keeps a payment method's name inside its own folder (the element's options, the emulator's
 * wallets): the lines that name it elsewhere, less the lines shared on purpose, each allowance with its reason.
 */

/** A line outside the folder that may name the wallet, and why. */
export interface SharedLine {
  readonly file: string;
  readonly line: RegExp;
  readonly reason: string;
}

/** `file:line: text` for every line of `files` that `names` matches and no allowance covers. */
export function linesNaming(
  files: readonly string[],
  code: (file: string) => string,
  names: RegExp,
  allowed: readonly SharedLine[],
): string[] {
  const named: string[] = [];
  for (const file of files) {
    code(file)
      .split('\n')
      .forEach((text, index) => {
        const line = text.trim();
        if (!names.test(line)) return;
        if (allowed.some((shared) => shared.file === file && shared.line.test(line))) return;
        named.push(`${file}:${index + 1}: ${line}`);
      });
  }
  return named;
}

/** The allowances with no reason worth the name, or that match no line any more (each to fix or remove). */
export function staleAllowances(allowed: readonly SharedLine[], code: (file: string) => string): string[] {
  return allowed.flatMap((shared) => {
    if (shared.reason.length <= 20) return [`${shared.file}: no reason`];
    const used = code(shared.file)
      .split('\n')
      .some((text) => shared.line.test(text.trim()));
    return used ? [] : [`${shared.file}: the allowance ${shared.line} matches nothing; remove it`];
  });
}
