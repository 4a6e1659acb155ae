/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portalwelcome1Inputs */

const en_portalwelcome1 = /** @type {(inputs: Portalwelcome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`select an option from the menu to get started`)
};

/**
* | output |
* | --- |
* | "select an option from the menu to get started" |
*
* @param {Portalwelcome1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const portalwelcome1 = /** @type {((inputs?: Portalwelcome1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portalwelcome1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("portalwelcome1", en_portalwelcome1));
export { portalwelcome1 as "portalWelcome" }