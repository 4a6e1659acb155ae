/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Endbeforestartdate3Inputs */

const en_endbeforestartdate3 = /** @type {(inputs: Endbeforestartdate3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be on or after the start date`)
};

/**
* | output |
* | --- |
* | "must be on or after the start date" |
*
* @param {Endbeforestartdate3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const endbeforestartdate3 = /** @type {((inputs?: Endbeforestartdate3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Endbeforestartdate3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("endbeforestartdate3", en_endbeforestartdate3));
export { endbeforestartdate3 as "endBeforeStartDate" }