/* eslint-disable */
import { message } from '../translations.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Selectcohortplaceholder2Inputs */

const en_selectcohortplaceholder2 = /** @type {(inputs: Selectcohortplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a cohort`)
};

/**
* | output |
* | --- |
* | "Select a cohort" |
*
* @param {Selectcohortplaceholder2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const selectcohortplaceholder2 = /** @type {((inputs?: Selectcohortplaceholder2Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Selectcohortplaceholder2Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ (/* @__PURE__ */ message("selectcohortplaceholder2", en_selectcohortplaceholder2));
export { selectcohortplaceholder2 as "selectCohortPlaceholder" }