/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Framerolesfacilitator2Inputs */

const en_framerolesfacilitator2 = /** @type {(inputs: Framerolesfacilitator2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facilitator`)
};

/**
* | output |
* | --- |
* | "Facilitator" |
*
* @param {Framerolesfacilitator2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const framerolesfacilitator2 = /** @type {((inputs?: Framerolesfacilitator2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Framerolesfacilitator2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("framerolesfacilitator2", en_framerolesfacilitator2));
export { framerolesfacilitator2 as "frameRolesFacilitator" }