/**
 * What passes between the Songbird stand-in (in the page), the emulated issuer (ACS) and
 * braintree-web. Types only: shared by the browser script and the emulator's routes.
 */

/** Cardinal's `payments.validated` data, as braintree-web's songbird framework reads it. */
export interface ValidatedData {
  Validated: boolean;
  ActionCode: 'SUCCESS' | 'NOACTION' | 'FAILURE' | 'ERROR';
  ErrorNumber: number;
  ErrorDescription: string;
  Payment?: {
    Type: 'CCA';
    ProcessorTransactionId: string;
    ExtendedData: {
      Enrolled: string;
      PAResStatus: string | null;
      SignatureVerification: 'Y' | 'N';
      ECIFlag: string | null;
      CAVV: string | null;
      /** '01': the cardholder chose Cancel at the issuer (braintree-web emits `customer-canceled`). */
      ChallengeCancel?: string;
    };
  };
}

/** The body Songbird posts to the lookup's `acsUrl` when the customer answers the challenge. */
export interface AcsAnswerRequest {
  pareq: string;
  action: 'submit' | 'cancel';
}

/** The ACS's reply: the validation data and the JWT braintree-web takes to `authenticate_from_jwt`. */
export interface AcsAnswerResponse {
  data: ValidatedData;
  jwt: string;
}
