/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Duetoday1Inputs */

const en_duetoday1 = /** @type {(inputs: Duetoday1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due today`)
};

/**
* | output |
* | --- |
* | "Due today" |
*
* @param {Duetoday1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const duetoday1 = /** @type {((inputs?: Duetoday1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Duetoday1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("duetoday1", en_duetoday1));
export { duetoday1 as "dueToday" }