// What staff read for each property in the property panel: a label and one line of help in their
// words, saying what it changes for the borrower. The schema's names and its descriptions (written
// for developers) are kept only as the developer detail of a property. A word depends on the node's
// type where one name means different things ("items" of a key/value list, of a list, of a menu).
// Field properties that a field type does not use are not offered for it.

import { typeWords } from './type-words.ts';

interface PropertyWords {
  label: string;
  help: string;
}

const w = (label: string, help: string): PropertyWords => ({ label, help });

/** By property name, for every type that has it unless the type has its own below. */
const BY_NAME: Record<string, PropertyWords> = {
  // Any block.
  id: w('Name for links', 'A name other parts of the screen use to point at this; borrowers never see it.'),
  visibleWhen: w('Show only when', 'Borrowers see this only while the condition holds; otherwise it is hidden.'),
  label: w('Label', 'The words borrowers read on it (a screen reader says them too).'),
  text: w('Text', 'The words borrowers read.'),
  title: w('Title', 'The heading borrowers read above it.'),
  variant: w('Look', 'How it looks to borrowers.'),
  grow: w('Fill the row', 'It takes the free room of its row.'),
  align: w('Alignment', 'Where it sits in its row: left, centre or right.'),
  // Stack (a group of blocks).
  direction: w('Direction', 'What is inside shows one under another, or side by side.'),
  gap: w('Space between', 'How much room is left between what is inside.'),
  style: w('Frame', 'How the group is framed, e.g. as a card.'),
  // Button.
  caption: w('Line above the button', "A short line borrowers read above the button, e.g. 'Short of money?'."),
  disabledWhen: w('Greyed out when', 'The button is greyed out and cannot be tapped while the condition holds.'),
  // Image and frame.
  alt: w('Description for screen readers', 'What a screen reader says for the picture.'),
  src: w('Picture', 'The picture borrowers see.'),
  height: w('Height (pixels)', 'Its height; the space is kept while it loads.'),
  width: w('Width (pixels)', 'Its width; the space is kept while it loads.'),
  shape: w('Shape', 'The shape the picture is cut to, e.g. round.'),
  size: w('Size', 'How big the picture shows.'),
  zoomable: w('Tap to enlarge', 'Borrowers can tap the picture to see it larger.'),
  sameOrigin: w('A page of this app', 'Only for a page of this app: it may use the borrower’s sign-in.'),
  // Key/value list.
  labelKey: w('Row title from', 'Which part of each row the lender’s server sends is shown as the row’s title.'),
  valueKey: w('Row value from', 'Which part of each row the lender’s server sends is shown as the row’s value.'),
  collapsedCount: w('Rows shown before “More”', 'Only this many rows show until the borrower taps More; leave it empty to show every row.'),
  rowKey: w('Rows named by', 'Which part of a row names it in the order, hide and new-title lists; its title when empty.'),
  rowOrder: w(
    "Order of the server's rows",
    'The rows named here show in this order, by their title as the server sends it; the others stay as sent.',
  ),
  hiddenRows: w('Rows to hide', 'Borrowers do not see these rows, named by their title as the server sends it.'),
  rowLabels: w('New titles for rows', 'Another title for a row, in English and Filipino, by its title as the server sends it.'),
  // List.
  empty: w('Text when empty', 'What borrowers read when the list has nothing in it.'),
  itemLabel: w('Item name for screen readers', 'What a screen reader says for an item borrowers can tap.'),
  itemStyle: w('Item layout', 'Items one under another, or side by side (e.g. small pictures).'),
  selectedWhen: w('Marked as chosen when', 'In a list to choose from, the item shown as chosen.'),
  // Form.
  draft: w('Keep what was typed', 'What the borrower typed is kept, so it is there again when the app is reopened.'),
  fieldsFrom: w('Fields from the server', 'The form’s fields are made from a list the lender’s server sends.'),
  requiredMessage: w('Message for a required field', 'What borrowers read under a required field they left empty.'),
  submitLabel: w('Send button', 'A button at the end of the form that sends it; leave it empty when another button sends it.'),
  // Tabs, rating, checkbox.
  var: w('Remembered as', 'The name the borrower’s choice is kept under on this screen, for other parts to use.'),
  options: w('Choices', 'The choices borrowers pick from.'),
  optionsFrom: w('Choices from', 'Where the choices come from when none are listed here.'),
  max: w('Number of stars', 'How many stars borrowers can give.'),
  // Include, Markdown page, menu, barcode.
  part: w('Shared part', 'The shared part shown here; a change to it shows on every screen that uses it.'),
  source: w('Page', 'The page of text shown here (edit it under Beside the screens).'),
  args: w('Filled-in values', 'Values put into the page’s {placeholders}, e.g. the company’s name.'),
  brand: w('Name beside the logo', 'The name borrowers read beside the logo.'),
  logo: w('Logo', 'The logo at the top.'),
  // Fields.
  name: w('Sent as', 'The name the lender’s server receives this answer under (ask a developer before changing it).'),
  hint: w('Hint below', 'A line of help borrowers read under the box.'),
  placeholder: w('Example in the box', 'Grey words in the empty box, gone once the borrower types.'),
  default: w('Starting value', 'What the field holds before the borrower changes it.'),
  maxLength: w('Most characters', 'The box takes no more than this many characters.'),
  maxCount: w('Most photos', 'Borrowers can add at most this many photos.'),
  rules: w('Checks', 'Checks made when the form is sent, each with the message borrowers read under the field.'),
  sendEmpty: w('Send when empty', 'The answer is sent even when the borrower left it empty.'),
  keepInDraft: w('Keep when the app reopens', 'What the borrower typed here is kept with the form (turn it off for one-time codes).'),
  addon: w('Beside the box', "Something shown beside the box, e.g. a 'Get code' button or a captcha picture."),
  upload: w('How photos are sent', 'When and where each photo is sent.'),
  required: w('Required', 'The form is not sent while this is empty.'),
  // Actions.
  endpoint: w('Server call', 'Which call to the lender’s server is made.'),
  params: w('Sent with it', 'Values sent with the call.'),
  paramsFrom: w('Also send', 'More values sent with it, e.g. everything the form holds.'),
  resultVar: w('Keep the reply as', 'The name the reply is kept under, for the screen to show.'),
  loadingText: w('Text while waiting', 'What borrowers read while the call is under way.'),
  ignoreErrors: w('Go on after a failure', 'A failure shows borrowers nothing and the next steps go on.'),
  to: w('Go to', 'The screen or page borrowers are taken to.'),
  query: w('Values in the address', 'Values added to the address of the page opened.'),
  queryFrom: w('Also in the address', 'More values added to the address, e.g. everything the form holds.'),
  keepEmpty: w('Sent even when empty', 'Values in the address kept even when they are empty.'),
  replace: w('Replace this page', 'Back skips this page afterwards.'),
  url: w('Web address', 'The web page opened.'),
  appendSession: w('Add the sign-in', 'The address gets the borrower’s session, so the page knows who they are.'),
  call: w('Phone app action', 'An action of the phone app this page runs in, e.g. close the page.'),
  payload: w('Sent to the phone app', 'Values the phone app receives with the action.'),
  durationMs: w('Shown for (milliseconds)', 'How long the message stays; 1000 is one second.'),
  dialog: w('Pop-up', 'Which pop-up of this screen it opens or closes.'),
  queue: w('Wait for open pop-ups', 'It opens only after every pop-up already open has closed.'),
  successText: w('Text after copying', 'What borrowers read once it is copied.'),
  value: w('Value', 'The value it uses.'),
  area: w('Kept where', 'Where on the phone it is kept: for this visit only, or longer.'),
  key: w('Kept under', 'The name it is kept under on the phone.'),
  maskSession: w('Hide the session’s details', 'Details that identify the borrower’s phone and session are masked.'),
  when: w('Condition', 'The next steps depend on whether this holds.'),
  ms: w('Wait (milliseconds)', 'How long to wait; 1000 is one second.'),
  seconds: w('Seconds', 'How many seconds it counts down.'),
  form: w('Form', 'Which form of this screen it sends or checks.'),
  fields: w('Fields checked', 'The fields checked, one a line.'),
  address: w('E-mail address', 'The address the borrower’s e-mail app writes to.'),
  subject: w('Subject', 'The subject the e-mail starts with.'),
  configKey: w('App link setting', 'The setting that holds the app’s address (set by IT).'),
  path: w('Place in the app', 'Where in the app it opens.'),
};

/** Where one name means something else for a type (the node's type, as the panel's heading shows it). */
const BY_TYPE: Record<string, Record<string, PropertyWords>> = {
  keyValueList: { items: w('Rows', 'The rows borrowers see, as the lender’s server sends them.') },
  list: { items: w('Items', 'The items borrowers see, as the lender’s server sends them.') },
  nav: { items: w('Links', 'The links of the menu at the top.'), label: w('Menu name', 'What a screen reader says for the menu.') },
  frame: {
    src: w('Page shown', 'The page borrowers see inside this frame.'),
    title: w('Frame name', 'What a screen reader says for the frame.'),
  },
  barcode: { value: w('Code', 'The code borrowers see as a barcode and in digits.') },
  toast: { text: w('Message', 'The short message that pops up.') },
  copy: { value: w('What is copied', 'What lands on the borrower’s clipboard.') },
  set: { value: w('Value', 'What the remembered value becomes.') },
  setSession: { value: w('Values', 'The values kept for the borrower’s session.') },
  store: { value: w('Value', 'What is kept on the phone.') },
  countdown: { var: w('Remembered as', 'The name the seconds left are kept under, for the screen to show.') },
  reload: { source: w('Data read again', 'Which of the screen’s data is read again from the server.') },
  openAppLink: { path: w('Place in the app', 'Where in the app it opens.') },
  validate: { form: w('Form', 'Which form of this screen is checked.') },
  submit: { form: w('Form', 'Which form of this screen is sent.') },
};

/** The field types each field property applies to (the rest apply to every field). */
const FIELD_ONLY: Record<string, readonly string[]> = {
  maxCount: ['imageUpload'],
  upload: ['imageUpload'],
  options: ['enum', 'citySelect', 'day'],
  optionsFrom: ['enum', 'citySelect'],
  maxLength: ['text', 'digits', 'phone', 'bankCard', 'number', 'textarea'],
  placeholder: ['text', 'digits', 'phone', 'bankCard', 'number', 'textarea', 'enum', 'citySelect', 'day'],
  addon: ['text', 'digits', 'phone', 'bankCard', 'number'],
};

/** The engine's field types (a project's own field type declares its own properties). */
const FIELD_TYPES = ['text', 'digits', 'phone', 'bankCard', 'number', 'enum', 'citySelect', 'day', 'textarea', 'checkbox', 'imageUpload'];

/** The words for a property of a node of this type, if staff words are known for it. */
export function propertyWords(type: string, name: string, isField: boolean): PropertyWords | undefined {
  if (isField && name === 'type')
    return w('Kind of field', 'What borrowers type or pick: free text, digits only, a phone number, a day, a city…');
  return (isField ? undefined : BY_TYPE[type]?.[name]) ?? BY_NAME[name];
}

/** Whether a field of this type uses the property (a photo count means nothing to a phone field). */
export const appliesToField = (fieldType: string, name: string): boolean =>
  !FIELD_TYPES.includes(fieldType) || (FIELD_ONLY[name]?.includes(fieldType) ?? true);

const o = (words: Record<string, string>) => words;

/** The words for each choice of a property, by property name; a type's own where one name means something else for it. */
const OPTIONS: Record<string, Record<string, string>> = {
  direction: o({ column: 'One under another', row: 'Side by side' }),
  align: o({ start: 'Left', center: 'Centre', end: 'Right', between: 'Spread across the row' }),
  gap: o({ none: 'None', sm: 'Small', md: 'Medium', lg: 'Large' }),
  style: o({
    plain: 'No frame',
    card: 'A card',
    banner: 'A coloured band',
    hero: 'A large coloured band at the top',
    section: 'A section with room around it',
    footer: 'The foot of the page',
  }),
  size: o({ icon: 'Icon', small: 'Small', medium: 'Medium', large: 'Large', full: 'As wide as the screen', wide: 'Wide' }),
  shape: o({ square: 'Square', rounded: 'Rounded corners', round: 'Round' }),
  itemStyle: o({
    plain: 'One under another',
    card: 'Each as a card',
    row: 'Each as a row',
    tile: 'Small tiles side by side',
    steps: 'Numbered steps',
  }),
  area: o({ local: 'On the phone until cleared', session: 'For this visit only' }),
};

const OPTIONS_BY_TYPE: Record<string, Record<string, Record<string, string>>> = {
  text: {
    variant: o({
      display: 'Very large',
      title: 'Title',
      heading: 'Heading',
      body: 'Normal text',
      label: 'Small label',
      caption: 'Small print',
      muted: 'Grey',
      danger: 'Red, for a warning',
      onBrand: 'On the brand colour',
      onBrandMuted: 'On the brand colour, softer',
      amount: 'An amount of money',
      link: 'Like a link',
      tag: 'A small tag',
    }),
  },
  button: { variant: o({ primary: 'Main (filled)', secondary: 'Second (outlined)', ghost: 'Plain', link: 'Like a link' }) },
};

/** The words for one choice of a property (a field's kind by its type's name), if staff words are known for it. */
export function optionWords(type: string, name: string, option: string, isField: boolean): string | undefined {
  if (isField && name === 'type') return typeWords('field', option)?.name;
  const words = (isField ? undefined : OPTIONS_BY_TYPE[type]?.[name]) ?? OPTIONS[name];
  return words && Object.hasOwn(words, option) ? words[option] : undefined;
}
