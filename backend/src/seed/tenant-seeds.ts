import { clientConfigs as deClientConfigs } from './content/de/client-configs.js';
import {
  aboutPage as deAbout,
  imprintPage as deImprint,
  privacyPage as dePrivacy,
  termsPage as deTerms,
} from './content/de/company-pages.js';
import { blockGalleryPage as deBlockGallery } from './content/de/block-gallery.js';
import { customerBenefitsPage as deCustomerBenefits } from './content/de/customer-benefits.js';
import { homePage as deHome } from './content/de/home.js';
import { notFoundPage as deNotFound } from './content/de/not-found.js';
import { deliveryPage as deDelivery, faqPage as deFaq } from './content/de/service-pages.js';
import {
  contactPage as deContact,
  newsletterPage as deNewsletter,
  questionnairePage as deQuestionnaire,
} from './content/de/form-pages.js';
import { clientConfigs as enClientConfigs } from './content/en/client-configs.js';
import {
  aboutPage as enAbout,
  imprintPage as enImprint,
  privacyPage as enPrivacy,
  termsPage as enTerms,
} from './content/en/company-pages.js';
import { customerBenefitsPage as enCustomerBenefits } from './content/en/customer-benefits.js';
import { homePage as enHome } from './content/en/home.js';
import { notFoundPage as enNotFound } from './content/en/not-found.js';
import { deliveryPage as enDelivery, faqPage as enFaq } from './content/en/service-pages.js';
import {
  contactPage as enContact,
  newsletterPage as enNewsletter,
  questionnairePage as enQuestionnaire,
} from './content/en/form-pages.js';
import * as deVouchers from './content/de/vouchers.js';
import * as enVouchers from './content/en/vouchers.js';
import type { TenantSeed } from './tenant-seed.js';
import { deTenant } from './tenants/de.js';
import { enTenant } from './tenants/en.js';

export const tenantSeeds: TenantSeed[] = [
  {
    tenant: deTenant,
    pages: [
      deHome,
      deDelivery,
      deFaq,
      deAbout,
      deImprint,
      dePrivacy,
      deTerms,
      deNotFound,
      deBlockGallery,
      deCustomerBenefits,
      deContact,
      deNewsletter,
      deQuestionnaire,
    ],
    clientConfigs: deClientConfigs,
    vouchers: [...deVouchers.generalVouchers, ...deVouchers.personalVouchers],
  },
  {
    tenant: enTenant,
    pages: [
      enHome,
      enDelivery,
      enFaq,
      enAbout,
      enImprint,
      enPrivacy,
      enTerms,
      enNotFound,
      enCustomerBenefits,
      enContact,
      enNewsletter,
      enQuestionnaire,
    ],
    clientConfigs: enClientConfigs,
    vouchers: [...enVouchers.generalVouchers, ...enVouchers.personalVouchers],
  },
];
