/** JUnit tests of org.drivebench.rig (in src_test), with real fio servers on localhost. */
package org.drivebench.rig.tests;
