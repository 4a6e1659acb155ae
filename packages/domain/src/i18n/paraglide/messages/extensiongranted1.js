/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Extensiongranted1Inputs */

const en_extensiongranted1 = /** @type {(inputs: Extensiongranted1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Extension granted to ${i?.count} student.`);
	return /** @type {LocalizedString} */ (`Extension granted to ${i?.count} students.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Extension granted to {count} student." |
* | * | "Extension granted to {count} students." |
*
* @param {Extensiongranted1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const extensiongranted1 = /** @type {((inputs: Extensiongranted1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Extensiongranted1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("extensiongranted1", en_extensiongranted1));
export { extensiongranted1 as "extensionGranted" }