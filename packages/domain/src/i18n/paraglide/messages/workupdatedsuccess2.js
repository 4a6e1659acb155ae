/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workupdatedsuccess2Inputs */

const en_workupdatedsuccess2 = /** @type {(inputs: Workupdatedsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work updated successfully!`)
};

/**
* | output |
* | --- |
* | "Work updated successfully!" |
*
* @param {Workupdatedsuccess2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const workupdatedsuccess2 = /** @type {((inputs?: Workupdatedsuccess2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workupdatedsuccess2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("workupdatedsuccess2", en_workupdatedsuccess2));
export { workupdatedsuccess2 as "workUpdatedSuccess" }