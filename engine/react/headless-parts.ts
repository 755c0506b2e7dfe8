// The Headless UI parts the engine uses, in one module so the lazy chunk holds only these.
export { Radio, RadioGroup } from '@headlessui/react';
