// A screen's messages.json as the studio reads it: English and Filipino texts by key, or undefined
// while the file does not parse (the texts grid then asks for the JSON to be fixed first).
export type Catalogs = { $schema?: string; en?: Record<string, string>; fil?: Record<string, string> };

export function parseCatalogs(text: string | null): Catalogs | undefined {
  try {
    const value = JSON.parse(text ?? '{"en":{},"fil":{}}') as Catalogs;
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
