/* eslint-disable */
import * as registry from '../registry.js'
import { translations } from '../translations.js';
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Toomanyworkfiles3Inputs */

const en_toomanyworkfiles3 = /** @type {(inputs: Toomanyworkfiles3Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You can hand in at most ${i?.count} file.`);
	return /** @type {LocalizedString} */ (`You can hand in at most ${i?.count} files.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You can hand in at most {count} file." |
* | * | "You can hand in at most {count} files." |
*
* @param {Toomanyworkfiles3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const toomanyworkfiles3 = /** @type {((inputs: Toomanyworkfiles3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toomanyworkfiles3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	const translated = translations[locale]?.toomanyworkfiles3
	if (translated) return translated(inputs)
	return en_toomanyworkfiles3(inputs)
});
export { toomanyworkfiles3 as "tooManyWorkFiles" }