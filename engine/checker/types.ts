// What the checker is given and what it returns; shared by its rule families (rules/) and its callers.
export interface Problem {
  file: string;
  pointer: string;
  /** What is wrong, then what to do. */
  message: string;
  /** 1-based, of the node the pointer names (of its property name when it has one). */
  line?: number;
  column?: number;
}

export interface KnownNames {
  /** Message keys a screen may use besides its own and the shared ones. */
  messageKeys?: ReadonlySet<string>;
  endpoints?: ReadonlySet<string>;
  routes?: ReadonlySet<string>;
  /** The screens' app paths (route.path and its hash aliases' targets): a navigate to a path must reach one. */
  routePaths?: ReadonlySet<string>;
  bridgeActions?: ReadonlySet<string>;
  /** Shared message keys the app's code uses (e.g. 'engine.retry'): never reported as unused. */
  codeKeys?: ReadonlySet<string>;
  /**
   * Field types of a team's own, each with the JSON Schema of a field of its type (its
   * FieldDefinition's `propertySchema`): such a field is checked against it instead of schemas/meta.
   */
  ownFieldTypes?: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
  /** Block types of a team's own, each with the JSON Schema of a block of its type: checked against it where a block may be. */
  ownBlockTypes?: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
  /** Action types of a team's own, each with the JSON Schema of an action of its type: checked against it where an action may be. */
  ownActionTypes?: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
}

/** A file's name (as shown in messages) and its text. */
export interface SourceText {
  name: string;
  text: string;
}

interface ScreenSources {
  /** The folder's name, e.g. 'loan-detail'. */
  folder: string;
  screen: SourceText;
  messages?: SourceText;
}

export interface PartSource {
  /** The name screens include it by (its file name without .json), e.g. 'site-footer'. */
  name: string;
  file: SourceText;
}

export interface ScreensInput {
  /** screens/messages.json, the texts shared by many screens and by the app. */
  shared?: SourceText;
  screens: ScreenSources[];
  /** screens/parts/*.json, put in place of include blocks. */
  parts?: PartSource[];
}
