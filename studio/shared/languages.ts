// The two languages borrowers read, named as staff read them, wherever the studio names a text's
// language (a text's box, a change, a merge, a search match).

/** The languages by their code in the messages files. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: 'English', fil: 'Filipino' };

/** 'English', 'Filipino'; any other code as it is. */
export const languageName = (locale: string): string => LANGUAGE_NAMES[locale] ?? locale;
