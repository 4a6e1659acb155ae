/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Maillinkvaliddays3Inputs */

const en_maillinkvaliddays3 = /** @type {(inputs: Maillinkvaliddays3Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The link is valid for ${i?.count} day and can be used once.`);
	return /** @type {LocalizedString} */ (`The link is valid for ${i?.count} days and can be used once.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The link is valid for {count} day and can be used once." |
* | * | "The link is valid for {count} days and can be used once." |
*
* @param {Maillinkvaliddays3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const maillinkvaliddays3 = /** @type {((inputs: Maillinkvaliddays3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maillinkvaliddays3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("maillinkvaliddays3", en_maillinkvaliddays3));
export { maillinkvaliddays3 as "mailLinkValidDays" }