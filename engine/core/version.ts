/** The newest screen-language version this engine runs. */
export const ENGINE_SCHEMA_VERSION = 1;
