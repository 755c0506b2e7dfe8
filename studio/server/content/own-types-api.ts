// The project's own block, field and action types, as the studio page needs them: read once when
// the studio starts (the project's package.json names its registration module, scripts/lib/own-types.ts),
// and handed to the page as plain declarations (type, help, property schema, and for a field type
// whether its values may enter a draft and how an empty one is sent), never the type's code. A
// declaration that cannot be read does not stop the studio: the server log says what is wrong and
// the page says that the project's own types are missing.
import type { FieldTypeDeclaration, OwnTypes, TypeDeclaration, TypeHelp } from '@borrower/engine/core';

import { setProjectOwnTypes } from '../../../scripts/lib/check-screens.ts';
import { OwnTypesError, readOwnTypes } from '../../../scripts/lib/own-types.ts';
import { ROOT } from '../../../scripts/lib/schema-files.ts';
import type { OwnTypesReply } from '../../shared/own-types.ts';

/** The note the page shows when the declarations could not be read: no file, no developer words. */
export const OWN_TYPES_MISSING =
  "The project's own field, block and action types could not be read, so the palette lacks them and screens that use them show problems. Ask a developer: the studio's server log says what to correct.";

const helpOf = (help: TypeHelp | undefined): TypeHelp | undefined => {
  if (!help || typeof help !== 'object') return undefined;
  const picked = Object.fromEntries(
    (['en', 'fil'] as const).flatMap((language) => (typeof help[language] === 'string' ? [[language, help[language]]] : [])),
  );
  return Object.keys(picked).length > 0 ? picked : undefined;
};

/** A declaration as JSON carries it: its own keys only (a definition's code, were it spread in, stays behind). */
function plain(declaration: TypeDeclaration, field: boolean): TypeDeclaration | FieldTypeDeclaration {
  const help = helpOf(declaration.help);
  const out: FieldTypeDeclaration = {
    type: declaration.type,
    propertySchema: JSON.parse(JSON.stringify(declaration.propertySchema)) as Record<string, unknown>,
    ...(help && { help }),
  };
  if (!field) return out;
  const { inDraft, sendsEmpty } = declaration as FieldTypeDeclaration;
  if (typeof inDraft === 'boolean') out.inDraft = inDraft;
  if (sendsEmpty === 'always' || sendsEmpty === 'whenAsked') out.sendsEmpty = sendsEmpty;
  return out;
}

/** The declarations as the page gets them. */
function toPlainOwnTypes(types: OwnTypes): OwnTypes {
  return {
    fields: (types.fields ?? []).map((declaration) => plain(declaration, true)),
    blocks: (types.blocks ?? []).map((declaration) => plain(declaration, false)),
    actions: (types.actions ?? []).map((declaration) => plain(declaration, false)),
  };
}

/**
 * Reads the own types of the project in `projectDir` (default: the repository's root project) for
 * the page; never throws. A problem is logged with what to change and answered as a note.
 */
export async function loadOwnTypesForStudio(
  projectDir = ROOT,
  log: (message: string) => void = (message) => console.error(message),
): Promise<OwnTypesReply> {
  try {
    const found = await readOwnTypes(projectDir, projectDir);
    // The server's own checks (a save, a publish) know them too.
    setProjectOwnTypes(found?.types);
    return { types: found ? toPlainOwnTypes(found.types) : {} };
  } catch (error) {
    const detail = error instanceof OwnTypesError ? error.message : ((error as Error | undefined)?.message ?? String(error));
    log(`[studio] The project's own types are not loaded; the studio runs without them. Correct this and start it again:\n${detail}`);
    return { types: {}, problem: OWN_TYPES_MISSING };
  }
}
