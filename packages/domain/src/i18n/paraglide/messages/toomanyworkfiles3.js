/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../translations.js';

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
const toomanyworkfiles3 = /** @type {((inputs: Toomanyworkfiles3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toomanyworkfiles3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("toomanyworkfiles3", en_toomanyworkfiles3));
export { toomanyworkfiles3 as "tooManyWorkFiles" }