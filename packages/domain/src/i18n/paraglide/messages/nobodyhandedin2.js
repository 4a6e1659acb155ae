/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nobodyhandedin2Inputs */

const en_nobodyhandedin2 = /** @type {(inputs: Nobodyhandedin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody has handed in work yet.`)
};

/**
* | output |
* | --- |
* | "Nobody has handed in work yet." |
*
* @param {Nobodyhandedin2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const nobodyhandedin2 = /** @type {((inputs?: Nobodyhandedin2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nobodyhandedin2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("nobodyhandedin2", en_nobodyhandedin2));
export { nobodyhandedin2 as "nobodyHandedIn" }