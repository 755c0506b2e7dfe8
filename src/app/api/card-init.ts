// SPEC §3 "Bank form item": the server's cryptic names (cate, subtitle, note, cardTypeMi) are
// renamed here, once, so nothing past the API edge knows them (STYLE: Naming).

type CardFieldKind = 'text' | 'citySelect' | 'day' | 'enum';

type CardInputType = 'digits' | 'phone' | 'bankCard';

interface CardOption {
  label: string;
  value: string;
}

interface CardFormItem {
  code: string;
  /** A known kind, or the server's own text so the engine shows its unknown-type placeholder. */
  kind: CardFieldKind | (string & {});
  inputType: CardInputType;
  title: string;
  placeholder: string;
  value: string;
  options: CardOption[];
  /** The card type the item applies to; 0 means every card type (SPEC §3). */
  cardType: number;
  channelNumber: string;
}

export interface CardInitData {
  items: CardFormItem[];
}

const CARD_FIELD_KINDS: Record<string, CardFieldKind> = {
  text: 'text',
  cityselect: 'citySelect',
  day: 'day',
  enum: 'enum',
};

/** "City select", "city_select", "citySelect" and "CITY-SELECT" are one kind. */
function toCardFieldKind(cate: unknown): CardFormItem['kind'] {
  const text = toText(cate);
  return CARD_FIELD_KINDS[text.replace(/[\s_-]+/g, '').toLowerCase()] ?? text;
}

// SPEC §5: bank inputs are digits only; phone and bank-card inputs add their own grouping.
function toCardInputType(inputType: unknown): CardInputType {
  const normalised = toText(inputType)
    .replace(/[\s_-]+/g, '')
    .toLowerCase();
  if (normalised === 'phone') return 'phone';
  if (normalised === 'bankcard') return 'bankCard';
  return 'digits';
}

function toCardFormItem(raw: Record<string, unknown>): CardFormItem {
  const notes = Array.isArray(raw.note) ? raw.note : [];
  const cardType = Number(raw.cardTypeMi);
  return {
    code: toText(raw.code),
    kind: toCardFieldKind(raw.cate),
    inputType: toCardInputType(raw.inputType),
    title: toText(raw.title),
    placeholder: toText(raw.subtitle),
    value: toText(raw.value),
    options: notes
      .filter((note): note is Record<string, unknown> => typeof note === 'object' && note !== null)
      .map((note) => ({ label: toText(note.name), value: toText(note.type) })),
    cardType: Number.isFinite(cardType) ? cardType : 0,
    channelNumber: toText(raw.channelNumber),
  };
}

/** `toData` of the card-init endpoint: the wire reply `{code, message, data: {items}}` to `{items}`. */
export function toCardInitData(reply: Record<string, unknown>): CardInitData {
  const data = reply.data as { items?: unknown } | undefined;
  const items = Array.isArray(data?.items) ? data.items : [];
  return {
    items: items.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null).map(toCardFormItem),
  };
}

function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
