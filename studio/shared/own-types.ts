// What the studio server answers for the project's own types (GET /__studio/api/own-types).
import type { OwnTypes } from '@borrower/engine/core';

export interface OwnTypesReply {
  /** The declarations: type, help, property schema (and a field type's inDraft, sendsEmpty); no code. */
  types: OwnTypes;
  /** Set when the project's declarations could not be read: what the page tells staff. */
  problem?: string;
}
