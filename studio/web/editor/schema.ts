// The screen language as one JSON Schema for the editor's completion and hover docs: every
// meta schema's $defs in one place, cross-file refs made local. (Validation is the project's
// checker, not the editor library's.)
import actionSchema from '../../../schemas/meta/action.schema.json';
import blockSchema from '../../../schemas/meta/block.schema.json';
import expressionSchema from '../../../schemas/meta/expression.schema.json';
import fieldSchema from '../../../schemas/meta/field.schema.json';
import messagesSchema from '../../../schemas/meta/messages.schema.json';
import screenSchema from '../../../schemas/meta/screen.schema.json';
import textSchema from '../../../schemas/meta/text.schema.json';

type Schema = Record<string, unknown> & { $defs?: Record<string, unknown> };

function bundle(root: Schema, others: Schema[]): Schema {
  const defs: Record<string, unknown> = {};
  for (const schema of [root, ...others]) Object.assign(defs, schema.$defs ?? {});
  const { $id: _id, $schema: _draft, ...rest } = root;
  const text = JSON.stringify({ ...rest, $defs: defs }).replace(/"\$ref":"[^"#]*#\/\$defs\//g, '"$ref":"#/$defs/');
  return JSON.parse(text) as Schema;
}

const parts = [actionSchema, blockSchema, expressionSchema, fieldSchema, textSchema] as Schema[];
export const screenEditorSchema = bundle(screenSchema, parts);
export const messagesEditorSchema = bundle(messagesSchema, []);
