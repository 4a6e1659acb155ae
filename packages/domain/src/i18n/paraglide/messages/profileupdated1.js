/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profileupdated1Inputs */

const en_profileupdated1 = /** @type {(inputs: Profileupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile updated successfully!`)
};

const fr_profileupdated1 = /** @type {(inputs: Profileupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil mis à jour avec succès !`)
};

const es_profileupdated1 = /** @type {(inputs: Profileupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Perfil actualizado correctamente!`)
};

const pt_profileupdated1 = /** @type {(inputs: Profileupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil atualizado com sucesso!`)
};

const sw_profileupdated1 = /** @type {(inputs: Profileupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wasifu umesasishwa!`)
};

const ar_profileupdated1 = /** @type {(inputs: Profileupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم تحديث الملف الشخصي بنجاح!`)
};

/**
* | output |
* | --- |
* | "Profile updated successfully!" |
*
* @param {Profileupdated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }} options
* @returns {LocalizedString}
*/
const profileupdated1 = /** @type {((inputs?: Profileupdated1Inputs, options?: { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profileupdated1Inputs, { locale?: "en" | "fr" | "es" | "pt" | "sw" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_profileupdated1(inputs)
	if (locale === "es") return es_profileupdated1(inputs)
	if (locale === "pt") return pt_profileupdated1(inputs)
	if (locale === "sw") return sw_profileupdated1(inputs)
	if (locale === "ar") return ar_profileupdated1(inputs)
	return en_profileupdated1(inputs)
});
export { profileupdated1 as "profileUpdated" }