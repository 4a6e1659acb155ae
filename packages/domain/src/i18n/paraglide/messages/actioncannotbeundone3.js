/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Actioncannotbeundone3Inputs */

const en_actioncannotbeundone3 = /** @type {(inputs: Actioncannotbeundone3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This action cannot be undone.`)
};

/**
* | output |
* | --- |
* | "This action cannot be undone." |
*
* @param {Actioncannotbeundone3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const actioncannotbeundone3 = /** @type {((inputs?: Actioncannotbeundone3Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Actioncannotbeundone3Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("actioncannotbeundone3", en_actioncannotbeundone3));
export { actioncannotbeundone3 as "actionCannotBeUndone" }