// How a generator's command ends: a schema mistake is one line naming the file, the JSON pointer and
// what to change (no stack trace), and the exit code is 1; any other failure is shown whole.
import { OwnTypesError } from './own-types.ts';
import { SchemaGenerationError } from './schema-errors.ts';

export async function runGenerator(generate: () => Promise<boolean>): Promise<void> {
  try {
    if (!(await generate())) process.exitCode = 1;
  } catch (error) {
    if (!(error instanceof SchemaGenerationError || error instanceof OwnTypesError)) throw error;
    const what = error instanceof OwnTypesError ? 'the declaration' : 'the schema';
    console.error(`${error.message}\nNothing was written: fix ${what} and run the command again.`);
    process.exitCode = 1;
  }
}
