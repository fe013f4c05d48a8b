import { addHindiNames } from '@bazaar/shared';
import { HINDI_NAMES } from '@bazaar/shared/hindi-names';

// The API answers in both languages, so the catalog's Hindi names (a table of their own, which the
// browser loads only for Hindi pages) join its labels as soon as this module loads. Modules that
// read a label's `hi` import it first, even those that read it while they load.
addHindiNames(HINDI_NAMES);
