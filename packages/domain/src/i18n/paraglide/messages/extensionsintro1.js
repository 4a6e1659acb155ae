/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Extensionsintro1Inputs */

const en_extensionsintro1 = /** @type {(inputs: Extensionsintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give some students a later due date for this item, with the reason. Their lists, hand-ins and tests follow it.`)
};

/**
* | output |
* | --- |
* | "Give some students a later due date for this item, with the reason. Their lists, hand-ins and tests follow it." |
*
* @param {Extensionsintro1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const extensionsintro1 = /** @type {((inputs?: Extensionsintro1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Extensionsintro1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("extensionsintro1", en_extensionsintro1));
export { extensionsintro1 as "extensionsIntro" }