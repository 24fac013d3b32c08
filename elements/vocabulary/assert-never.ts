/** Makes a missing case of a closed union a compile error, and a loud one at run time. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
