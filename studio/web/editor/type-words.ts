// What staff call each block, field and action type, and one line of what it does for the borrower:
// the palette's buttons and help, the property panel's heading and a field's "Kind of field" choices
// read these; the type's name in the screen file is only a developer's tooltip. A project's own
// type has no words here: it is shown by its own name and its declared help.
import { pageHeading } from '../../shared/page-path.ts';
import type { TextWords } from './selection.ts';

interface TypeWords {
  name: string;
  help: string;
}

const w = (name: string, help: string): TypeWords => ({ name, help });

const FIELDS: Record<string, TypeWords> = {
  text: w('Free text', 'Any words: a name, an address line.'),
  digits: w('Digits only', 'An ID number, an account number or a code: anything but digits is left out as it is typed.'),
  phone: w('Mobile number', 'A Philippine mobile number, at most 11 digits, shown 0917 123 4567.'),
  bankCard: w('Bank card number', 'A card number, shown in groups of four digits.'),
  number: w('Number', 'A count or an amount, in digits.'),
  enum: w('One choice from a list', 'Borrowers pick one choice from a sheet, then Confirm.'),
  citySelect: w('City or municipality', 'Borrowers search and pick a city or municipality of the Philippines.'),
  day: w('Day of the month', 'A day from 1 to 31, e.g. a payday.'),
  textarea: w('Several lines of words', 'Longer words, e.g. a complaint, with a count of the characters left.'),
  checkbox: w('Yes or no', 'A tick box borrowers tick or leave empty.'),
  imageUpload: w('Photos', 'Borrowers add photos (e.g. of an ID); each is sent as soon as it is chosen.'),
};

const BLOCKS: Record<string, TypeWords> = {
  stack: w('Group', 'Holds other blocks, one under another or side by side, e.g. as a card.'),
  text: w('Text', 'Words borrowers read.'),
  image: w('Picture', 'A picture or a logo.'),
  keyValueList: w('Rows of details', 'Rows of a title and a value, e.g. the loan details the lender’s server sends.'),
  list: w('List', 'The same blocks repeated for each item of a list, e.g. each order.'),
  button: w('Button', 'Something borrowers tap to do the steps it lists.'),
  form: w('Form', 'Boxes borrowers fill in and send.'),
  tabs: w('Tabs', 'A row of tabs; the screen shows what belongs to the one chosen.'),
  rating: w('Star rating', 'Stars borrowers tap to rate.'),
  checkbox: w('Tick box', 'A box borrowers tick, e.g. “I have read and agree”.'),
  divider: w('Divider line', 'A thin line between blocks.'),
  frame: w('Embedded page', 'Another web page shown inside this screen.'),
  markdown: w('Page of text', 'A long page of text (Beside the screens), e.g. the privacy policy.'),
  nav: w('Site menu', 'The bar at the top of the website: the name, the logo and links to its pages.'),
  barcode: w('Barcode', 'A code a cashier scans, with its digits below.'),
  include: w('Shared part', 'A shared part shown in this place; a change to it shows on every screen that uses it.'),
};

const ACTIONS: Record<string, TypeWords> = {
  call: w('Ask the lender’s server', 'Sends a request to the lender’s server; borrowers wait while it is under way.'),
  navigate: w('Go to a screen', 'Takes borrowers to another screen of the app.'),
  openUrl: w('Open a web page', 'Opens a web page the lender’s server names.'),
  bridge: w('Phone app action', 'Asks the phone app around these screens to do something, e.g. close the page.'),
  toast: w('Short message', 'A short message that shows for a moment.'),
  openDialog: w('Open a pop-up', 'Opens one of this screen’s pop-ups.'),
  closeDialog: w('Close a pop-up', 'Closes one of this screen’s pop-ups.'),
  copy: w('Copy', 'Copies a value to the borrower’s clipboard, e.g. a payment code.'),
  store: w('Keep on the phone', 'Keeps a value on the borrower’s phone, for this visit or longer.'),
  setSession: w('Change the session', 'Changes what the app knows of the borrower’s visit and phone (ask a developer).'),
  sequence: w('Steps in order', 'Runs its steps one after another.'),
  if: w('Only if', 'Runs some steps when a condition holds and others when it does not.'),
  set: w('Remember a value', 'Remembers a value on this screen, for other parts of it to use.'),
  delay: w('Wait, then', 'Waits a moment, then runs its steps.'),
  countdown: w('Count down', 'Counts seconds down to 0, e.g. before a code can be sent again.'),
  submit: w('Send a form', 'Checks a form of this screen and, when every box is right, runs its steps.'),
  reload: w('Read data again', 'Reads some of the screen’s data again from the lender’s server.'),
  openMail: w('Write an e-mail', 'Opens the borrower’s e-mail app on a new message to one address.'),
  openAppLink: w('Open the app', 'Opens a place in the lender’s phone app.'),
  validate: w('Check boxes of a form', 'Checks some boxes of a form and shows what is wrong under each.'),
};

const BY_KIND = { field: FIELDS, block: BLOCKS, action: ACTIONS } as const;

/** The words for a type of that kind, if the type is the engine's (a project's own type has none). */
export function typeWords(kind: 'block' | 'field' | 'action', type: string): TypeWords | undefined {
  return Object.hasOwn(BY_KIND[kind], type) ? BY_KIND[kind][type] : undefined;
}

/** What staff call the type of a node: a field's when it is one, else a block's or an action's; its own name for a type of the project's own. */
export function typeName(type: string, isField: boolean): string {
  if (isField) return typeWords('field', type)?.name ?? type;
  return (typeWords('block', type) ?? typeWords('action', type))?.name ?? type;
}

/** What a node's type does, in staff words, if the type is the engine's. */
export function typeHelp(type: string, isField: boolean): string | undefined {
  if (isField) return typeWords('field', type)?.help;
  return (typeWords('block', type) ?? typeWords('action', type))?.help;
}

/** The parts of a screen that hold blocks or steps, and the places between a node and its parent, in staff words. */
const PLACES: Record<string, string> = {
  blocks: 'Blocks',
  footer: 'Bottom bar',
  onLoad: 'When the screen opens',
  onBack: 'When borrowers go back',
  events: 'When the app says',
  dialogs: 'Pop-ups',
  dialog: 'Pop-up',
  actions: 'steps',
  then: 'then',
  else: 'otherwise',
  onChange: 'when changed',
  onSubmit: 'when sent',
  onSuccess: 'when it worked',
  onError: 'when it failed',
  onInvalid: 'when a box is wrong',
  onPress: 'when tapped',
  onItemPress: 'when an item is tapped',
  // A form's fields are fields by their kind: the place needs no words.
  fields: '',
  fieldsFrom: 'fields from',
  each: 'for each',
};

/** A part of the screen or the place between a node and its parent ("onSubmit"), in staff words; else as written. */
export const placeWords = (name: string): string => (Object.hasOwn(PLACES, name) ? PLACES[name] : name);

/** What tells a node apart, for its name: the English of its first text, else that text as written, else its id or name. */
export interface NodeNaming {
  type: string;
  isField: boolean;
  words?: TextWords;
  /** Its id, name, endpoint… (outline's label), used when it has no text. */
  label?: string;
}

const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/**
 * A block, field or action as staff name it: its type in words and its text in quotes ("Photos
 * 'Photo of the problem'"); a node without text by its id ("Group summary"). `english` reads a
 * message's English (this screen's or the shared texts').
 */
export function nodeName(node: NodeNaming, english: (key: string) => string | undefined = () => undefined): string {
  const type = typeName(node.type, node.isField);
  // A page of text by the page as staff know it ('About us'), not by its file's name (about-us).
  if (node.type === 'markdown' && node.label && !node.words) return `${type} '${pageHeading(node.label, undefined)}'`;
  // A text of the server's data by the value it shows ("Text showing Amount").
  if (node.words && 'data' in node.words) return `${type} showing ${nameInWords(node.words.data.split('.').at(-1) ?? '')}`;
  const words = node.words && ('literal' in node.words ? node.words.literal : english(node.words.key));
  if (words?.trim()) return `${type} '${clip(words.trim())}'`;
  return node.label && !(node.words && 'key' in node.words && node.label === node.words.key) ? `${type} ${node.label}` : type;
}

/** A choice without staff words (a project's own): its name split into words ('bankCard' → 'Bank card'). */
export const nameInWords = (name: string): string => {
  const spaced = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return `${spaced.charAt(0).toUpperCase()}${spaced.slice(1)}`;
};
