import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { nextStepDescription, subscribedDescription, subscribeFailureMessage } from './newsletter-form.tsx';

describe('subscribeFailureMessage', () => {
  it("gives the server's message for a refusal it explains", () => {
    const error = new ApiError(400, '{"message":"Please enter a valid email address."}');
    expect(subscribeFailureMessage(error)).toBe('Please enter a valid email address.');
  });

  it('asks to try again later for a server failure or a network error', () => {
    expect(subscribeFailureMessage(new ApiError(500, '{"message":"Internal Server Error"}'))).toBe(
      'Please try again later.',
    );
    expect(subscribeFailureMessage(new TypeError('Failed to fetch'))).toBe('Please try again later.');
    expect(subscribeFailureMessage(new ApiError(429, ''))).toBe('Please try again later.');
  });
});

describe('subscribedDescription', () => {
  it("is public-site §8's exact text for the default Sunday, and names another saved day", () => {
    expect(subscribedDescription(0)).toBe("You'll receive our Sunday newsletter with the latest stories.");
    expect(subscribedDescription(3)).toBe("You'll receive our Wednesday newsletter with the latest stories.");
  });
});

describe('nextStepDescription', () => {
  it('under double opt-in sends the reader to the inbox of the address they typed', () => {
    expect(
      nextStepDescription('ada@example.org', { newsletterSendDay: 0, newsletterDoubleOptIn: true }),
    ).toBe(
      'Check your inbox: we sent a confirmation e-mail to ada@example.org. Follow its link to start receiving our Sunday newsletter.',
    );
  });

  it("without it keeps public-site §8's words", () => {
    expect(
      nextStepDescription('ada@example.org', { newsletterSendDay: 5, newsletterDoubleOptIn: false }),
    ).toBe("You'll receive our Friday newsletter with the latest stories.");
  });
});
